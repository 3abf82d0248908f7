import type { FastifyInstance } from 'fastify';

// Routes that take a file as the request's body (a photo, a catalogue to import): the bytes
// whatever the Content-Type says (the route reads what they are from the bytes themselves).

/** The file's bytes, in a private field: the input guard (plugins/input-guard.ts) walks every
 * body's own fields for text the stores cannot keep, and a Buffer's are its millions of bytes. */
export class FileBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** Every body of this plugin's routes becomes a FileBody, of any Content-Type, up to `bodyLimit`
 * bytes (beyond: Fastify's FST_ERR_CTP_BODY_TOO_LARGE, 413). Register it in the routes' own
 * (encapsulated) plugin: the rest of the API keeps its JSON parser and limit. */
export function takeFileBodies(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    done(null, new FileBody(body as Buffer));
  });
}

/** The bytes of the file the request sent, or null when it sent none (or an empty one). */
export function fileBytesOf(body: unknown): Buffer | null {
  return body instanceof FileBody && body.bytes.length > 0 ? body.bytes : null;
}
