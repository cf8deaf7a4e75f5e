/** A running local S3-compatible server (scripts/s3-server.mjs). */
export interface S3Server {
  endpoint: string;
  port: number;
  bucket: string;
  directory: string;
  /** The academy's settings that point it at this server: MEDIA_STORAGE=s3 and S3_*. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export function startS3Server(options: {
  port?: number;
  host?: string;
  directory: string;
  bucket?: string;
}): Promise<S3Server>;
