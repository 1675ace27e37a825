/**
 * Rejects once `ms` have passed without an answer, deciding in the event loop's turn after the timer fires: an
 * answer that arrived while this process was busy (a long synchronous task, such as a query in the embedded
 * database) is read first, so a stalled process does not take Redis for down. ioredis's own commandTimeout
 * would fire before reading it.
 */
export function answerWithin<T>(answer: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () => setImmediate(() => settled || reject(new Error(`Redis did not answer within ${ms} ms`))),
      ms,
    );
    const settle = () => {
      settled = true;
      clearTimeout(timer);
    };
    answer.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
