import { useEffect, useState } from 'react';

/** Playback over [startMs, endMs]: the current instant, playing or not; a whole track plays in about 20 s. */
export function usePlayback(startMs: number, endMs: number) {
  const [atMs, setAtMs] = useState(startMs);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    setAtMs(startMs);
    setPlaying(false);
  }, [startMs, endMs]);
  useEffect(() => {
    if (!playing) return;
    const step = Math.max(1, (endMs - startMs) / 200);
    const timer = setInterval(() => {
      setAtMs((at) => {
        const next = at + step;
        if (next >= endMs) {
          setPlaying(false);
          return endMs;
        }
        return next;
      });
    }, 100);
    return () => clearInterval(timer);
  }, [playing, startMs, endMs]);
  const play = () => {
    if (atMs >= endMs) setAtMs(startMs);
    setPlaying(true);
  };
  return { atMs, setAtMs, playing, play, pause: () => setPlaying(false) };
}
