import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { useHydrated } from './hydration';

export const controlClasses =
  'block w-full min-h-11 rounded-xl border border-gray-300 bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-xs ' +
  'placeholder:text-gray-400 transition-colors focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-100 disabled:bg-gray-100 disabled:text-gray-500';

export function Input({ className, disabled, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  const hydrated = useHydrated();
  return <input className={cn(controlClasses, className)} disabled={disabled || !hydrated} {...rest} />;
}

/** An e-mail field: the right keyboard on phones and the browser's address autofill. */
export function EmailInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <Input type="email" autoComplete="email" inputMode="email" {...props} />;
}

export function Textarea({ className, disabled, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const hydrated = useHydrated();
  return (
    <textarea
      className={cn(controlClasses, 'min-h-32 resize-y', className)}
      disabled={disabled || !hydrated}
      {...rest}
    />
  );
}

export function Select({ className, disabled, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  const hydrated = useHydrated();
  return <select className={cn(controlClasses, 'pr-8', className)} disabled={disabled || !hydrated} {...rest} />;
}
