/** The parts of s3rver (an S3-protocol server on the local disk, a dev dependency) the tests use. */
declare module "s3rver" {
  import type { Server } from "node:http";
  import type { AddressInfo } from "node:net";
  export default class S3rver {
    /** the listening server, once run() has resolved */
    httpServer?: Server;
    constructor(options: { port?: number; address?: string; directory: string; silent?: boolean });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
