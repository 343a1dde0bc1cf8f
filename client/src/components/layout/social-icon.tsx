import type { ReactNode } from "react";
import type { SocialNetwork } from "@shared/site-config";

// Simple line drawings in the style of the lucide icons (lucide ships no brand logos).
const paths: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M17 3h-2.5A4.5 4.5 0 0 0 10 7.5V10H7v4h3v7h4v-7h3l1-4h-4V7.8c0-.5.4-.8.9-.8H17z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.3v.1M11.5 17v-6.5M11.5 13.2a2.7 2.7 0 0 1 5 1.3V17" />
    </>
  ),
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
    >
      {paths[network]}
    </svg>
  );
}
