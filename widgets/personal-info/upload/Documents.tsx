import { useLingui } from '@lingui/react/macro';
import { UploadSlot } from './UploadSlot';
import { configured } from '../../../src/i18n/messages';
import { usePage } from '../../../src/hooks/use-page';
import { useDocumentUploader } from './use-uploader';
import UPLOAD_CSS from './styles.css';
import type { UploadKind } from './messages';
import type { PersonalInfoTalon } from '../use-personal-info';
import type { FieldName, FormErrorKey } from '../form';

const SLOTS: readonly { field: FieldName; kind: UploadKind }[] = [
  { field: 'ID_doc_front_image_path', kind: 'id_front' },
  { field: 'ID_doc_back_image_path', kind: 'id_back' },
  { field: 'income_proof_docs', kind: 'income_proof' },
];

/**
 * 000 §2.9 uploads: the ID front and back and the income proof, as the §4.7 table and the deposit
 * ask for them (000 §5.3). The tourist pack's slots read 'Upload passport data page *' and 'Upload
 * visa copy', the visa copy optional. Each slot keeps the document reference (common_directory_path)
 * in the form.
 */
export function Documents({ step, error }: { step: PersonalInfoTalon; error(key: FormErrorKey): string | null }) {
  const { t } = useLingui();
  const { facts, shown } = step;
  const uploader = useDocumentUploader(facts.orderType);
  const invalidType = configured(usePage().env.config.messages, 'invalid_extension'); // 000 §5.5 the configured message
  const { uploads } = step.limits;
  const slots = SLOTS.filter(({ field }) => shown.has(field)); // the tourist pack's visa copy too (./form.ts)
  if (slots.length === 0) return null;
  const label = (kind: UploadKind) => {
    if (!facts.touristPack) return undefined;
    if (kind === 'id_front') return t({ message: 'Upload passport data page *', comment: '000 §2.9 tourist pack (as specified)' });
    if (kind === 'id_back') return t({ message: 'Upload visa copy', comment: '000 §2.9 tourist pack (as specified)' });
    return undefined;
  };
  return (
    <fieldset className="card" part="documents">
      <style>{UPLOAD_CSS}</style>
      <legend>{t({ message: 'Your documents', comment: '000 §2.9 uploads' })}</legend>
      <div className="fields">
        {slots.map(({ field, kind }) => (
          <div key={field} data-field={field}>
            <UploadSlot
              kind={kind}
              label={label(kind)}
              uploader={uploader}
              onChange={(value) => step.change(field, value?.commonDirectoryPath ?? '')}
              error={error(field)}
              portIn={facts.orderType === 'port-in'}
              limits={uploads}
              invalidTypeMessage={invalidType}
              disabled={step.busy}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
