// A piece of work a process runs one at a time, the next call waiting for the one before to end
// (fulfilled or not): a photo's conversion holds tens to hundreds of megabytes of pixels and every
// core libvips can take, so two managers uploading at once queue rather than double both.

export function oneAtATime<Args extends unknown[], Result>(
  work: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const run = last.then(
      () => work(...args),
      () => work(...args),
    );
    last = run.catch(() => {});
    return run;
  };
}
