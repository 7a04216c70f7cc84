//===- UnsupportedHeaders.cpp - headers of libraries out of scope ---------===//
#include "frontend/UnsupportedHeaders.h"
#include <iterator>

namespace c2o {

static const UnsupportedHeader Table[] = {
#define C2O_UNSUPPORTED_HEADER(Header, Library, Why) {Header, Library, Why},
#include "frontend/UnsupportedHeaders.def"
};

const UnsupportedHeader *unsupportedHeader(llvm::StringRef Written) {
  for (const UnsupportedHeader &H : Table)
    if (H.Header == Written) return &H;
  return nullptr;
}

} // namespace c2o
