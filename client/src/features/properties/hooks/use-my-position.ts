import { useCallback, useState } from "react";

/** Three decimals (about 110 m × 70 m in Berlin): enough for a radius of 1 km or more, and no more than that. */
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

export type PositionStatus = "idle" | "locating" | "denied" | "unavailable";

/**
 * The visitor's position, asked for only when they click (navigator.geolocation prompts then).
 * It leaves the browser rounded, as the list's URL.
 */
export function useMyPosition(onFound: (point: { lat: number; lng: number }) => void) {
  const [status, setStatus] = useState<PositionStatus>("idle");
  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setStatus("unavailable");
      return;
    }
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setStatus("idle");
        onFound({ lat: rounded(coords.latitude), lng: rounded(coords.longitude) });
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, [onFound]);
  return { status, locate };
}
