import { useEffect, useState } from 'react';

/** The page clock, ticking every `intervalMs` while `running` (000 §9: the countdown ticks every 1 s). */
export function useNow(now: () => number, running: boolean, intervalMs = 1000): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!running) return;
    setTime(now());
    const timer = setInterval(() => setTime(now()), intervalMs);
    return () => clearInterval(timer);
  }, [now, running, intervalMs]);
  return time;
}
