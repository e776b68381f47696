/** The browser's Shape Detection API, where it exists (Chrome on Android and macOS, Edge). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** Stops the camera and the decoding loop. */
export type StopScanning = () => void;

/** Which decoder a scan uses: the browser's own, or the ZXing fallback loaded on demand. */
export type ScannerKind = 'barcode-detector' | 'zxing';

const BACK_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

async function nativeDetector(): Promise<BarcodeDetectorClass | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? Detector : null;
  } catch {
    return null;
  }
}

async function scanWithDetector(
  Detector: BarcodeDetectorClass,
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<StopScanning> {
  const stream = await navigator.mediaDevices.getUserMedia(BACK_CAMERA);
  video.srcObject = stream;
  await video.play();
  const detector = new Detector({ formats: ['qr_code'] });
  let stopped = false;
  let frame = 0;
  // One detection at a time, each on a fresh animation frame.
  const tick = async () => {
    if (stopped) return;
    try {
      const found = await detector.detect(video);
      const text = found.find((c) => c.rawValue)?.rawValue;
      if (text && !stopped) onCode(text);
    } catch {
      // A frame the detector could not read (e.g. before the video has a size).
    }
    if (!stopped) frame = requestAnimationFrame(() => void tick());
  };
  frame = requestAnimationFrame(() => void tick());
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}

async function scanWithZxing(video: HTMLVideoElement, onCode: (text: string) => void): Promise<StopScanning> {
  // Loaded only here: the decoder is large and most browsers at the door never need it.
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader();
  const controls = await reader.decodeFromConstraints(BACK_CAMERA, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}

/**
 * Starts the back camera in `video` and calls `onCode` with the text of every
 * QR code it reads (the same code repeatedly while it stays in view). Uses
 * the browser's BarcodeDetector when it reads QR codes, else ZXing.
 */
export async function startScanning(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<{ stop: StopScanning; kind: ScannerKind }> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnavailableError();
  const Detector = await nativeDetector();
  if (Detector) return { stop: await scanWithDetector(Detector, video, onCode), kind: 'barcode-detector' };
  return { stop: await scanWithZxing(video, onCode), kind: 'zxing' };
}

/** This browser offers no camera to the page (no mediaDevices, e.g. not a secure origin). */
export class CameraUnavailableError extends Error {
  constructor() {
    super('This browser offers no camera here.');
    this.name = 'CameraUnavailableError';
  }
}

/** A camera failure in words for the usher. */
export function cameraErrorMessage(err: unknown): string {
  const name = err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Camera access was refused. Allow the camera for this site, or enter the code by hand.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'CameraUnavailableError') {
    return 'No camera is available here. Enter the code by hand.';
  }
  return 'The camera could not be started. Enter the code by hand.';
}
