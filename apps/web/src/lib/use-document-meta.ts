import { useEffect } from 'react';
import { esPublic as es } from '../i18n/es-public';

function setDescription(content: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

type DocumentMeta = { title: string; description?: string };
let prerenderSink: DocumentMeta | undefined;

/** While prerendering (no document), collects what the page would set, for its <head>. */
export function collectDocumentMeta() {
  const meta: DocumentMeta = { title: es.meta.defaultTitle };
  prerenderSink = meta;
  return { meta, done: () => (prerenderSink = undefined) };
}

/** Sets the page title (with the brand suffix unless `exact`) and, optionally, the description. */
export function useDocumentMeta(title: string, description?: string, exact = false) {
  const fullTitle = exact ? title : `${title}${es.meta.titleSuffix}`;
  if (prerenderSink) {
    prerenderSink.title = fullTitle;
    if (description) prerenderSink.description = description;
  }
  useEffect(() => {
    document.title = fullTitle;
    if (description) setDescription(description);
  }, [fullTitle, description]);
}
