/** With BENCH_PROFILE_DIR=/tmp/profiles, the platform's process writes a CPU profile there as it ends. */
export function profileArgs(): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}
