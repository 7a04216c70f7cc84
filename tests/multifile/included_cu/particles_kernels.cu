// Included by main.cu: Particle and Params come from there.

// One explicit Euler step of one particle; returns 1 when it bounced.
__host__ __device__ inline int advance_one(Particle &q, const Params &p) {
  q.vy += p.gravity * p.dt;
  q.x += q.vx * p.dt;
  q.y += q.vy * p.dt;
  if (q.y < p.floor_y) {
    q.y = p.floor_y;
    q.vy = -q.vy * p.bounce;
    return 1;
  }
  return 0;
}

__global__ void advance(Particle *ps, int n, Params p, int *bounces) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle q = ps[i];
  if (advance_one(q, p)) atomicAdd(bounces, 1);
  ps[i] = q;
}
