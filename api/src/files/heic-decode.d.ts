/** heic-decode ships no types: its two entry points as this project uses them. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: ArrayBufferLike | Buffer }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: ArrayBufferLike | Buffer }): Promise<HeifImage[] & { dispose(): void }>;
  }
  export = decode;
}
