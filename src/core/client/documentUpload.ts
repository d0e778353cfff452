/** A file to upload as a customer document, before it becomes multipart form data. */
export interface UploadDocumentInput {
  /** The file, e.g. from an `<input type="file">` or a drop. */
  file: Blob;
  /** What the document is for, e.g. `proof_of_address`. */
  purpose: string;
  /** Name sent for the file. @default the `File`'s own name, else `document` */
  fileName?: string;
}

/**
 * The multipart body of a document upload: the file under `file`, its purpose under `purpose`.
 * A `FormData` given as is passes through unchanged.
 */
export function toDocumentFormData(input: FormData | UploadDocumentInput): FormData {
  if (input instanceof FormData) return input;
  const form = new FormData();
  const fileName = input.fileName ?? (input.file instanceof File && input.file.name !== '' ? input.file.name : 'document');
  form.append('file', input.file, fileName);
  form.append('purpose', input.purpose);
  return form;
}
