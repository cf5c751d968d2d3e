import { applyInputMask, inputMaskTokens, isInputMaskComplete } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  useCallback,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { Input, type InputProps } from '../input/input.tsx';
import { cn } from '../lib/cn.ts';

/*
 * A text input that fits what is typed, pasted or dropped into a §5 input mask (`#` a digit,
 * `@` a letter, `*` a letter or digit, anything else a literal): the domain's `applyInputMask`
 * does the fitting, this component keeps the caret where the customer expects it. It is an
 * `Input`, so inside a `Field` it is labelled, described and marked invalid like any other.
 */

export const maskedInputVariants = cva('tabular-nums', {
  variants: {
    width: {
      /** As wide as its container, like every other input. */
      full: 'w-full',
      /** As wide as the mask (a date, a zip code), never wider than its container. */
      mask: 'w-(--masked-input-width) max-w-full',
    },
  },
  defaultVariants: { width: 'full' },
});

/** Props of `MaskedInput`: Input's props with a string value, the mask and the width. */
export type MaskedInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'type'> &
  VariantProps<typeof maskedInputVariants> & {
    /** The §5 mask: `##.##.####` for a date, `##-###` for a Polish zip code, `****-****` for a code. */
    mask: string;
    /** The masked value, when the parent holds it. */
    value?: string;
    /** The value to start from, when the input holds its own; it is masked too. */
    defaultValue?: string;
    /** Called with the masked value whenever it changes. */
    onValueChange?: (value: string) => void;
    /**
     * Tidies the text before the caret (what was just typed or pasted) before the mask sees it,
     * e.g. `1.` to `01.` for a date. Text after the caret is left alone, so an edit in the middle
     * shifts the rest through the mask unchanged.
     */
    prepare?: (typed: string) => string;
    /** `tel` brings up the phone keypad where `inputMode` does not; default `text`. */
    type?: 'text' | 'tel';
  };

function isMaskToken(slot: string): slot is keyof typeof inputMaskTokens {
  return Object.hasOwn(inputMaskTokens, slot);
}

/** The on-screen keyboard a mask needs: digits only bring up the number pad. */
export function maskInputMode(mask: string): HTMLAttributes<HTMLInputElement>['inputMode'] {
  const tokens = [...mask].filter(isMaskToken);
  return tokens.length > 0 && tokens.every((slot) => slot === '#') ? 'numeric' : 'text';
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

const deletions = new Set(['deleteContentBackward', 'deleteContentForward']);

export function MaskedInput({
  mask,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  prepare,
  width,
  inputMode,
  className,
  style,
  ref,
  ...props
}: MaskedInputProps) {
  // The masked value and the caret's place in it, for raw text with the caret at `caret`.
  const fit = (raw: string, caret: number) => {
    const before = prepare ? prepare(raw.slice(0, caret)) : raw.slice(0, caret);
    return {
      value: applyInputMask(mask, before + raw.slice(caret)),
      caret: applyInputMask(mask, before).length,
    };
  };
  const [ownValue, setOwnValue] = useState(() => fit(defaultValue, defaultValue.length).value);
  // Masked again on every render, so a new mask (another country's zip code) applies at once.
  const shown = applyInputMask(mask, value ?? ownValue);

  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  // React puts a controlled value back after every change event and leaves the caret at the end;
  // a render after each change gives the layout effect below the chance to put it back, also when
  // the masked value did not change (a letter typed into a digit slot).
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (!input || caret === null || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret, caret);
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const raw = input.value;
    const rawCaret = input.selectionStart ?? raw.length;
    let next = fit(raw, rawCaret);

    // Deleting only a literal the mask writes itself (the dot of 01.|02) would change nothing, as
    // the mask writes it again: delete the character beyond it too, as the customer meant to.
    const inputType = event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : '';
    if (next.value === shown && deletions.has(inputType) && raw.length < shown.length) {
      const at = inputType === 'deleteContentBackward' ? rawCaret - 1 : rawCaret;
      if (at >= 0 && at < raw.length) next = fit(raw.slice(0, at) + raw.slice(at + 1), at);
    }

    pendingCaret.current = next.caret;
    onChange?.(event);
    if (next.value !== shown) {
      if (value === undefined) setOwnValue(next.value);
      onValueChange?.(next.value);
    }
    rerender();
  }

  return (
    <Input
      data-slot="masked-input"
      data-complete={isInputMaskComplete(mask, shown) || undefined}
      autoCorrect="off"
      spellCheck={false}
      {...props}
      ref={setRefs}
      inputMode={inputMode ?? maskInputMode(mask)}
      value={shown}
      onChange={handleChange}
      style={{ '--masked-input-width': `calc(${[...mask].length}ch + 2.75rem)`, ...style } as CSSProperties}
      className={cn(maskedInputVariants({ width }), className)}
    />
  );
}
