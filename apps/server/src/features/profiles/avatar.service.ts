// Avatars are re-encoded on the server (DECISIONS §11): whatever arrives is decoded by sharp,
// checked to be a real raster image, squared to at most 256 px and stored as WebP. The upload's
// own bytes (metadata, payloads hidden in them) are never served back.
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { avatarUrlOf } from './avatar-url.ts';
import { saveAvatar } from './profiles.repo.ts';

export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA', { userMessage: 'El archivo no es una imagen válida (JPG, PNG, WebP o GIF).' });

export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

export async function uploadAvatar(ctx: AppContext, userId: string, input: Buffer): Promise<{ avatarUrl: string }> {
  if (input.length === 0) throw notAnImage();
  const version = await saveAvatar(ctx.db, userId, await toAvatarWebp(input));
  return { avatarUrl: avatarUrlOf(userId, version) ?? '' };
}
