/**
 * Cropping an avatar to a square before upload, with a canvas (no dependency).
 *
 * The view is a zoom (1 = the largest square that fits) and the centre of the
 * square as fractions of the image; `cropRect` turns it into image pixels,
 * always inside the image.
 */
import { AVATAR_OUTPUT_SIZE } from '@/constants';

export interface Size {
  width: number;
  height: number;
}

export interface CropView {
  /** 1 shows the largest square; 2 half its side; up to `MAX_ZOOM`. */
  zoom: number;
  /** Centre of the square, as fractions (0-1) of the image's width and height. */
  x: number;
  y: number;
}

/** The square to keep, in image pixels. */
export interface CropRect {
  x: number;
  y: number;
  size: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const INITIAL_VIEW: CropView = { zoom: MIN_ZOOM, x: 0.5, y: 0.5 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function cropRect(image: Size, view: CropView): CropRect {
  const size = Math.min(image.width, image.height) / clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  return {
    x: clamp(view.x * image.width - size / 2, 0, image.width - size),
    y: clamp(view.y * image.height - size / 2, 0, image.height - size),
    size,
  };
}

/** The same view with its centre moved back inside the image (after a zoom or a drag). */
export function clampView(image: Size, view: CropView): CropView {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const rect = cropRect(image, { ...view, zoom });
  return {
    zoom,
    x: (rect.x + rect.size / 2) / image.width,
    y: (rect.y + rect.size / 2) / image.height,
  };
}

/**
 * The view after dragging the picture by (dx, dy) pixels of a preview
 * `previewSize` pixels wide: the picture follows the pointer.
 */
export function panView(
  image: Size,
  view: CropView,
  dx: number,
  dy: number,
  previewSize: number,
): CropView {
  const { size } = cropRect(image, view);
  const scale = size / previewSize; // image pixels per preview pixel
  return clampView(image, {
    ...view,
    x: view.x - (dx * scale) / image.width,
    y: view.y - (dy * scale) / image.height,
  });
}

/** PNG, JPEG and WEBP keep their format; a GIF (its first frame) becomes a PNG. */
export function outputType(sourceType: string): string {
  return sourceType === 'image/jpeg' || sourceType === 'image/webp' ? sourceType : 'image/png';
}

/** The source's name with the extension of `type`. */
export function outputName(sourceName: string, type: string): string {
  const base = sourceName.replace(/\.[^.]*$/, '') || 'avatar';
  const extension = type === 'image/jpeg' ? 'jpg' : type.replace('image/', '');
  return `${base}.${extension}`;
}

/** Decodes an image file; rejects when the browser cannot read it. */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });
}

/** Paints `rect` of the image over the whole canvas (whose size the caller set). */
export function drawCrop(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource,
  rect: CropRect,
): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, rect.x, rect.y, rect.size, rect.size, 0, 0, canvas.width, canvas.height);
}

/** The cropped square as a file, at most `AVATAR_OUTPUT_SIZE` pixels wide. */
export function cropToFile(image: HTMLImageElement, rect: CropRect, source: File): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = Math.max(1, Math.min(AVATAR_OUTPUT_SIZE, Math.round(rect.size)));
  drawCrop(canvas, image, rect);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          reject(new Error('The cropped image could not be encoded'));
          return;
        }
        // A browser without the requested encoder falls back to PNG: name the file after what it made.
        resolve(new File([blob], outputName(source.name, blob.type), { type: blob.type }));
      },
      outputType(source.type),
      0.92,
    );
  });
}
