import type { ComponentProps } from "react";
import * as SliderPrimitive from "@radix-ui/react-slider";
import { cn } from "@/lib/cn";

export type RangeSliderProps = Omit<ComponentProps<typeof SliderPrimitive.Root>, "children"> & {
  /** Accessible name of each thumb, e.g. ["Mindestpreis", "Höchstpreis"]. */
  thumbLabels: readonly string[];
  /** Spoken value of a thumb, e.g. formatPrice; defaults to the number. */
  formatValue?: (value: number) => string;
};

/**
 * Radix slider with one thumb per value (two for a range). Controlled (`value` + `onValueChange`)
 * or uncontrolled (`defaultValue`). 44 px tall hit area; thumbs are keyboard-operable (arrows,
 * Page Up/Down, Home/End).
 */
export function RangeSlider({ className, thumbLabels, formatValue, value, defaultValue, ...props }: RangeSliderProps) {
  const values = value ?? defaultValue ?? [];
  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      className={cn(
        "relative flex h-11 w-full touch-none select-none items-center data-[disabled]:opacity-55",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-input/45">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabels[index]}
          aria-valuetext={formatValue ? formatValue(thumbValue) : undefined}
          className={cn(
            "relative block size-6 cursor-grab rounded-full border-2 border-primary bg-card shadow-sm active:cursor-grabbing",
            "transition-[box-shadow] hover:ring-4 hover:ring-primary/15 focus-visible:ring-4 focus-visible:ring-primary/20",
            // Larger invisible touch area around the 24 px thumb.
            "after:absolute after:-inset-2.5 after:rounded-full after:content-['']",
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
