/**
 * Resolves in a task of its own: what follows it no longer lengthens the task that asked. After a page hydrates, React
 * runs every effect of the page in one task; the chunk loads and API calls they start each cost a few milliseconds
 * (four times that on a slow phone), which together made one long task that blocks a tap.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
