/** The missing-information wizard (access-and-identity §2, §4, §5, §7, §8): its pages and controls. */
export {
  CardImageField,
  CARD_IMAGE_CAMERA_ACCEPT,
  CARD_IMAGE_FILE_ACCEPT,
  type CardImageFieldProps,
} from './CardImage/CardImageField.tsx';
export {
  downscaleCardImage,
  browserImageCodec,
  scaledSize,
  jpegFileName,
  CARD_IMAGE_MAX_SIDE,
  CARD_IMAGE_JPEG_QUALITY,
  type DecodedImage,
  type DownscaleOptions,
  type ImageCodec,
  type ImageSize,
} from './CardImage/downscale.ts';
