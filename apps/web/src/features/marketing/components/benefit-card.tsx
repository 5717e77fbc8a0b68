import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

export function BenefitCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card className="flex flex-col gap-3 p-6">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
      <p className="text-sm leading-relaxed text-gray-600">{text}</p>
    </Card>
  );
}
