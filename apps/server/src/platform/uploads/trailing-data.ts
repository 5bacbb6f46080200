/**
 * Finds bytes hidden after an image's end (a script or archive appended to a valid image, a
 * "polyglot"). Decoders ignore them, so re-encoding alone would accept the upload; refusing
 * it keeps such files out entirely. Returns true when the file ends where its format says.
 */
export function endsCleanly(data: Buffer, format: string): boolean {
  switch (format) {
    case "png": {
      const iend = data.lastIndexOf(Buffer.from("IEND"));
      return iend >= 4 && iend + 8 === data.length; // "IEND" + 4-byte CRC
    }
    case "jpeg":
      return data.length > 4 && data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9;
    case "gif":
      return data.length > 0 && data[data.length - 1] === 0x3b;
    case "webp":
      return data.length >= 12 && data.readUInt32LE(4) + 8 === data.length;
    default:
      return false;
  }
}
