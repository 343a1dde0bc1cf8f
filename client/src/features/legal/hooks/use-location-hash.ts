import { useLocationProperty } from "wouter/use-browser-location";

const currentHash = () => window.location.hash;

/**
 * The URL hash ("#cookies" or ""), updated on hashchange, back/forward and on wouter's own
 * pushState/replaceState – so a footer link to /legal#cookies also works while already on /legal.
 */
export const useLocationHash = (): string => useLocationProperty(currentHash, () => "");
