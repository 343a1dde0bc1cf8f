import { useEffect, useState } from "react";

/**
 * A blob: URL for the Blob, revoked when the Blob changes or the component unmounts. Only the URL
 * of the current Blob is returned, so a revoked URL never reaches an <img> or <iframe>.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [current, setCurrent] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // The URL is an outside resource that lives exactly as long as this effect; publishing it from
    // here is the synchronisation effects are for (one extra render per document).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCurrent({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return blob && current?.blob === blob ? current.url : undefined;
}
