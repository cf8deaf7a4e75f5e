export const formBoundary = '----academy-test-boundary';

/** The content type of a form built by `multipartForm`. */
export const multipartType = `multipart/form-data; boundary=${formBoundary}`;

/** A multipart form: the fields in order, then the file (when given) under its field name. */
export function multipartForm(
  fields: Record<string, string | number>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${formBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${formBoundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${formBoundary}--\r\n`));
  return Buffer.concat(parts);
}
