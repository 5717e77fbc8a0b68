import { useState } from 'react';
import { Download, Share } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isIos, promptInstall, useInstallState } from '../../../lib/pwa/install-prompt';
import { es } from '../../../i18n/es';

/**
 * "Instalar la app" in the signed-in shell: the browser's own install dialog where there is one
 * (Chromium), else the steps for an iPhone (Compartir → Añadir a pantalla de inicio). Hidden once
 * the app runs installed.
 */
export function InstallAppButton({ className }: { className?: string }) {
  const state = useInstallState();
  const [showSteps, setShowSteps] = useState(false);
  const text = es.pwa.install;
  if (state === 'installed') return null;

  const install = async () => {
    if (state !== 'prompt') {
      setShowSteps(true);
      return;
    }
    const outcome = await promptInstall();
    if (outcome === 'accepted') toast.success(text.installedTitle, { description: text.installedDescription });
    if (outcome === 'unavailable') setShowSteps(true);
  };

  return (
    <>
      <Button
        variant="ghost"
        className={className}
        onClick={() => void install()}
        icon={<Download className="size-5" aria-hidden="true" />}
      >
        {text.button}
      </Button>
      <Dialog
        open={showSteps}
        onClose={() => setShowSteps(false)}
        title={text.iosTitle}
        description={text.iosIntro}
        variant="alert"
        footer={
          <Button className="w-full sm:w-auto" onClick={() => setShowSteps(false)}>
            {es.common.close}
          </Button>
        }
      >
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-gray-800">
          {text.iosSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
          <Share className="size-4 shrink-0" aria-hidden="true" />
          {text.iosShort}
        </p>
        {/* Asked only once the dialog is open: the build renders this shell without a browser. */}
        {!showSteps || isIos() ? null : <p className="mt-3 text-xs text-gray-500">{text.otherBrowsers}</p>}
      </Dialog>
    </>
  );
}
