import 'server-only';
import sharp, { type Metadata } from 'sharp';

/**
 * A PNG or JPEG is decoded whole, and what is stored and e-mailed is the image re-encoded
 * from its pixels, not the bytes sent:
 * - anything riding along is dropped (HTML or an archive appended after the image, a script
 *   in a text chunk), so the company never receives a polyglot file;
 * - EXIF and other metadata are dropped (a phone photo of a terrace carries the GPS position
 *   of the visitor's home, the device and often the owner's name), except the orientation
 *   flag, so the photo still shows upright, and the colour profile, so it keeps its colours.
 * PNG re-encoding is lossless; JPEG at quality 90 is visually identical for a quote request.
 */

/** Above any camera photo that fits in 10 Mo; bounds the memory and time a crafted image can cost. */
export const MAX_IMAGE_PIXELS = 64_000_000;

export const IMAGE_MESSAGES = {
  unreadable: (label: string) =>
    `Cette image ${label} ne peut pas être lue\u00a0: le fichier est endommagé ou n’est pas une vraie image.`,
  tooLarge: 'Cette image dépasse 64 millions de pixels. Envoyez-la en plus petite résolution.',
} as const;

export type ImageFormat = 'png' | 'jpeg';
const LABEL: Record<ImageFormat, string> = { png: 'PNG', jpeg: 'JPEG' };

export type ImageResult = { ok: true; bytes: Buffer } | { ok: false; error: string };

/** Decodes the image in the announced format and re-encodes its pixels. */
export async function reencodeImage(format: ImageFormat, bytes: Uint8Array): Promise<ImageResult> {
  const unreadable = { ok: false, error: IMAGE_MESSAGES.unreadable(LABEL[format]) } as const;
  // failOn 'error': a photo with a minor libjpeg warning still passes, a non-image never does.
  const options = { failOn: 'error', autoOrient: false, pages: 1 } as const;
  let metadata: Metadata;
  try {
    // Only the header is read here: the pixel limit is checked below, with its own message.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return unreadable;
  }
  if (metadata.format !== format) return unreadable;
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) return { ok: false, error: IMAGE_MESSAGES.tooLarge };
  let output = sharp(bytes, { ...options, limitInputPixels: MAX_IMAGE_PIXELS }).keepIccProfile();
  if (metadata.orientation && metadata.orientation !== 1) {
    output = output.withExif({ IFD0: { Orientation: String(metadata.orientation) } });
  }
  try {
    const encoded = format === 'png' ? output.png() : output.jpeg({ quality: 90 });
    return { ok: true, bytes: await encoded.toBuffer() };
  } catch {
    return unreadable;
  }
}
