/**
 * Runs `task` once the browser has painted the document as the server sent it (the frame and a
 * page's heading, `templates/boot_shell.html`); in a hidden tab, which paints nothing, at once.
 * The app's first scripts wait for it: started before that paint, their work and the reads
 * they send held the paint back by a quarter of a second on a phone (decision 0062).
 */
export function afterFirstPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
}
