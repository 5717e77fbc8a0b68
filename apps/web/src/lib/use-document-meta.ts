import { useEffect } from 'react';
import { es } from '../i18n/es';

function setDescription(content: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Sets the page title (with the brand suffix unless `exact`) and, optionally, the description. */
export function useDocumentMeta(title: string, description?: string, exact = false) {
  useEffect(() => {
    document.title = exact ? title : `${title}${es.meta.titleSuffix}`;
    if (description) setDescription(description);
  }, [title, description, exact]);
}
