"""Checks the structure of a cuda2omp --report JSON file (report.cu)."""
import json
import sys

r = json.load(open(sys.argv[1]))
assert r["tool"] == "cuda2omp", r
assert r["exit_code"] == 2, r["exit_code"]
assert r["summary"]["files"] == 2 and r["summary"]["failed"] == 1, r["summary"]
files = {f["file"].rsplit("/", 1)[-1]: f for f in r["files"]}
assert files["r.cu"]["status"] == "translated" and files["broken.cu"]["status"] == "failed", files
assert files["r.cu"]["outputs"][0].endswith("/out/r.cpp"), files["r.cu"]
assert files["r.cu"]["statistics"]["kernels"] == 1, files["r.cu"]
assert "statistics" not in files["broken.cu"], files["broken.cu"]
keys = {"id", "level", "file", "line", "column", "cuda_name", "message"}
for d in r["diagnostics"]:
    assert set(d) == keys, d
ids = [d["id"] for d in r["diagnostics"]]
assert sorted(ids) == ["C2O1005", "C2O1011", "C2O1122", "C2O1500"], ids
assert r["api_counts"] == {"cudaFuncSetCacheConfig": {"total": 1, "C2O1122": 1}}, r["api_counts"]
print("report ok")
