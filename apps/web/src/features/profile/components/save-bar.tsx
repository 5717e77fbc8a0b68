import { Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { es } from '../../../i18n/es';

/** Cancelar / Guardar, kept in view above the phone's bottom bar while the form scrolls. */
export function SaveBar({ formId, saving, onCancel }: { formId: string; saving: boolean; onCancel: () => void }) {
  return (
    <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-1 flex justify-end gap-2 rounded-2xl border border-gray-200 bg-white/95 p-3 shadow-card backdrop-blur lg:bottom-4">
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        {es.profile.cancel}
      </Button>
      <Button type="submit" form={formId} loading={saving} icon={<Save className="size-4" aria-hidden="true" />}>
        {es.profile.save}
      </Button>
    </div>
  );
}
