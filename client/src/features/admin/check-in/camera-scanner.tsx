import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { cameraErrorMessage, startScanning, type StopScanning } from './qr-scanner';

/** The camera half of the page: start, stop, and what went wrong. */
export function CameraScanner({ onCode }: { onCode(code: string): void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<StopScanning | null>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setState('off');
  }, []);

  useEffect(() => () => stopRef.current?.(), []);

  const start = async () => {
    const video = videoRef.current;
    if (!video) return;
    setProblem(null);
    setState('starting');
    try {
      const { stop: stopScan } = await startScanning(video, (code) => onCodeRef.current(code));
      stopRef.current = stopScan;
      setState('on');
    } catch (err) {
      console.error('Camera scanning failed:', err);
      setProblem(cameraErrorMessage(err));
      setState('off');
    }
  };

  return (
    <section aria-labelledby="camera-heading" className="flex flex-col gap-3">
      <h2 id="camera-heading" className="text-lg font-semibold">
        Scan the QR code
      </h2>
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera"
        className={`aspect-square w-full max-w-sm rounded-lg bg-black object-cover ${state === 'off' ? 'hidden' : ''}`}
      />
      {state === 'on' ? (
        <button
          type="button"
          onClick={stop}
          className="self-start rounded-full border border-zinc-600 px-4 py-1.5 text-sm hover:bg-zinc-800"
        >
          Stop camera
        </button>
      ) : (
        <Button size="sm" className="self-start" disabled={state === 'starting'} onClick={() => void start()}>
          {state === 'starting' ? 'Starting camera...' : 'Start camera'}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-amber-300">
          {problem}
        </p>
      )}
    </section>
  );
}
