/** One line for the venue technician watching the terminal. */
export type Log = (message: string) => void;

export const consoleLog: Log = (message) => {
  const time = new Date().toLocaleTimeString('en-GB', { hour12: false });
  console.log(`${time}  ${message}`);
};

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
