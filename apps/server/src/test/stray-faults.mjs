// Preloaded into a platform process by tests (NODE_OPTIONS=--import): a signal makes the process
// fail the way a bug would, with nothing in the platform's code to catch it.
process.on('SIGUSR2', () => {
  Promise.reject(new Error('a stray rejection'));
});
process.on('SIGHUP', () => {
  setImmediate(() => {
    throw new Error('a stray exception');
  });
});
