import { fileTypeFromBuffer } from 'file-type';
import { PROOF_CONTENT_TYPES } from '../../../common/contracts/limits';
import { AppError } from '../../lib/app-error';

export type ProofContentType = (typeof PROOF_CONTENT_TYPES)[number];

/* file-type needs at most this many leading bytes to recognise any format it knows. */
export const SNIFF_BYTES = 4100;

export const EXTENSION_OF: Record<ProofContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * The proof type judged by the file's first bytes (its magic number), never by its name or the
 * type the browser declared: a PDF named proof.png is a PDF, an executable named proof.pdf is
 * refused. Undefined for anything that is not a PDF, JPEG or PNG.
 */
export async function sniffProofType(head: Uint8Array): Promise<ProofContentType | undefined> {
  if (head.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(head);
  const mime = detected?.mime as ProofContentType | undefined;
  return mime && PROOF_CONTENT_TYPES.includes(mime) ? mime : undefined;
}

export type PeekedStream = {
  /** At least `bytes` leading bytes, or the whole stream when shorter. */
  head: Buffer;
  /** Every byte of the stream, head included, for whoever reads it next. */
  all: AsyncIterable<Buffer>;
  /** Stops the source when `all` will not be read. */
  cancel(): Promise<void>;
};

/** A body that breaks off or is not valid multipart is the sender's fault, not ours. */
export const malformedUpload = () =>
  AppError.badRequest('MALFORMED_UPLOAD', 'The upload was interrupted. Please try again.');

/**
 * Reads the start of a stream without losing it, so it can be judged before it is stored. A
 * failure of the source itself (a broken or malformed upload) becomes 400 MALFORMED_UPLOAD.
 */
export async function peekStream(
  source: AsyncIterable<Buffer>,
  bytes: number,
): Promise<PeekedStream> {
  const sourceIterator = source[Symbol.asyncIterator]();
  const iterator: AsyncIterator<Buffer> = {
    next: () =>
      sourceIterator.next().catch((err: unknown) => {
        throw err instanceof AppError ? err : malformedUpload();
      }),
    return: async () => sourceIterator.return?.() ?? { done: true, value: undefined },
  };
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const cancel = async () => {
    await iterator.return?.();
  };
  async function* all() {
    if (head.length > 0) yield head;
    if (done) return;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await cancel();
    }
  }
  return { head, all: all(), cancel };
}
