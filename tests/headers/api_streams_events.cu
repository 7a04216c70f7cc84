// Streams, events, callbacks and graphs (explicit and captured).
#include <cuda_runtime.h>
#include "check.h"

__global__ void add_one(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

static void CUDART_CB on_done(cudaStream_t stream, cudaError_t status, void *user) {
  (void)stream;
  (void)user;
  printf("stream done: %s\n", cudaGetErrorName(status));
}

static void CUDART_CB host_fn(void *user) { ++*(int *)user; }

int main() {
  const int n = 4096;
  int *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));

  cudaStream_t s1, s2, s3;
  CHECK(cudaStreamCreate(&s1));
  CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&s3, cudaStreamDefault));
  int lo = 0, hi = 0;
  CHECK(cudaDeviceGetStreamPriorityRange(&lo, &hi));
  cudaStream_t sp;
  CHECK(cudaStreamCreateWithPriority(&sp, cudaStreamNonBlocking, hi));

  cudaEvent_t start, stop, sync_ev, nt;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventCreateWithFlags(&sync_ev, cudaEventBlockingSync));
  CHECK(cudaEventCreateWithFlags(&nt, cudaEventDisableTiming | cudaEventDefault));
  CHECK(cudaEventCreate(&nt, cudaEventDisableTiming));

  CHECK(cudaEventRecord(start));
  CHECK(cudaEventRecord(start, 0));
  add_one<<<n / 256, 256, 0, s1>>>(d, n);
  CHECK(cudaEventRecord(sync_ev, s1));
  CHECK(cudaStreamWaitEvent(s2, sync_ev));
  CHECK(cudaStreamWaitEvent(s2, sync_ev, 0));
  add_one<<<n / 256, 256, 0, s2>>>(d, n);
  CHECK(cudaStreamAddCallback(s2, on_done, nullptr, 0));
  int counter = 0;
  CHECK(cudaLaunchHostFunc(s2, host_fn, &counter));
  CHECK(cudaEventRecord(stop, s2));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0.f;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  printf("%.3f ms\n", ms);

  if (cudaStreamQuery(s1) == cudaErrorNotReady) CHECK(cudaStreamSynchronize(s1));
  cudaError_t q = cudaEventQuery(stop);
  if (q != cudaSuccess && q != cudaErrorNotReady) CHECK(q);

  // graph built by hand
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaGraphNode_t node, memset_node;
  CHECK(cudaGraphCreate(&graph, 0));
  int nn = n;
  void *args[] = {&d, &nn};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)add_one;
  kp.gridDim = dim3(n / 256);
  kp.blockDim = dim3(256);
  kp.sharedMemBytes = 0;
  kp.kernelParams = args;
  kp.extra = nullptr;
  cudaMemsetParams mp = {};
  mp.dst = d;
  mp.value = 0;
  mp.elementSize = sizeof(int);
  mp.width = n;
  mp.height = 1;
  CHECK(cudaGraphAddMemsetNode(&memset_node, graph, nullptr, 0, &mp));
  CHECK(cudaGraphAddKernelNode(&node, graph, &memset_node, 1, &kp));
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  CHECK(cudaGraphLaunch(exec, s1));
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));

  // graph captured from a stream
  cudaGraph_t captured;
  CHECK(cudaStreamBeginCapture(s3, cudaStreamCaptureModeGlobal));
  add_one<<<n / 256, 256, 0, s3>>>(d, n);
  CHECK(cudaMemsetAsync(d, 0, sizeof(int), s3));
  cudaStreamCaptureStatus st;
  CHECK(cudaStreamIsCapturing(s3, &st));
  CHECK(cudaStreamEndCapture(s3, &captured));
  CHECK(cudaGraphInstantiate(&exec, captured));
  CHECK(cudaGraphLaunch(exec, s3));
  CHECK(cudaStreamSynchronize(s3));
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(captured));

  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaEventDestroy(sync_ev));
  CHECK(cudaEventDestroy(nt));
  CHECK(cudaStreamDestroy(s1));
  CHECK(cudaStreamDestroy(s2));
  CHECK(cudaStreamDestroy(s3));
  CHECK(cudaStreamDestroy(sp));
  CHECK(cudaFree(d));
  return 0;
}
