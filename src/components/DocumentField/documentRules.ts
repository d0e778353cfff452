import type { FormField } from '../../core/forms/index.js';

/** `captureMethods` values that mean "a photo taken now with the device's camera". */
const CAMERA_METHODS = ['camera', 'live_capture', 'photo', 'selfie'];
/** `captureMethods` values that mean "a file chosen from the device". */
const FILE_METHODS = ['upload', 'file', 'file_upload'];

/** How a document may be captured: from a file, with the camera, or both. */
export interface DocumentCapture {
  allowsFile: boolean;
  allowsCamera: boolean;
}

/**
 * Reads a requirement's `captureMethods`. Empty means unrestricted: a file, and the camera where
 * the formats include an image. Unknown methods are ignored; when none is known, a file is
 * allowed, so the person is never left without a way to answer.
 */
export function documentCapture(captureMethods: readonly string[], acceptsImages: boolean): DocumentCapture {
  const methods = captureMethods.map((method) => method.toLowerCase());
  const namesCamera = methods.some((method) => CAMERA_METHODS.includes(method));
  const namesFile = methods.some((method) => FILE_METHODS.includes(method));
  return {
    allowsFile: namesFile || !namesCamera,
    allowsCamera: acceptsImages && (methods.length === 0 || namesCamera),
  };
}

/**
 * The most documents a field takes, read through its validator (the model keeps `maxItems` inside
 * it): `null` when there is no limit.
 */
export function maxDocumentsOf(field: FormField): number | null {
  const probe = field.validate(Array.from({ length: 1000 }, (_, index) => `doc_probe${index}`));
  return probe?.code === 'too_many_items' && probe.limit !== undefined ? probe.limit : null;
}

/**
 * The `purpose` an upload is sent with, which the platform stores as the document's type: the
 * chosen accepted type, else the field's key made snake case (1 to 64 characters).
 */
export function uploadPurpose(field: FormField, chosenType: string | null): string {
  if (chosenType) return chosenType;
  const fromKey = field.key
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);
  return /^[a-z]/.test(fromKey) ? fromKey : 'other';
}
