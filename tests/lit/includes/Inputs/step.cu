// Not self-contained: Particle is defined by the file that includes this one.
__global__ void step(Particle *p, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i].x += p[i].v * dt;
}
