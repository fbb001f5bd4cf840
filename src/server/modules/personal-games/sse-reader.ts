/** Test helper: reads a Server-Sent Events response event by event. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export function readSse(res: Response) {
  if (!res.body) throw new Error('the response has no body');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let comments = 0;

  /** The next event (comments are counted and skipped); null when the stream ended. */
  async function next(): Promise<SseEvent | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
        if (!event) {
          comments += 1;
          continue;
        }
        const data = lines
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        return { event, data: data ? (JSON.parse(data) as unknown) : null };
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  }

  return { next, close: () => reader.cancel(), comments: () => comments };
}
