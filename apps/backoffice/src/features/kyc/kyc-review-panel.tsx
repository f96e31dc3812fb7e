import { backofficeKycRoutes as calls, type QueuedDocument, routePath } from '@casino/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useAuditedChange } from '../../api/audited-change.ts';
import { DateTime } from '../../components/date-time.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { useCan } from '../../session/permissions.ts';
import { documentTypeLabel, levelLabel, sizeLabel } from './kyc-labels.ts';
import { KYC_QUERY_KEY } from './kyc-query-key.ts';
import { PdfPreview } from './pdf-preview.tsx';
import { RejectDocumentDialog } from './reject-document-dialog.tsx';

/**
 * The selected document beside its player's facts. The file is drawn, never run: an image in <img>, a
 * PDF on canvases by pdf.js (no document scripts), and the server sends it with a CSP sandbox and
 * nosniff too, for the tab "Open the file" opens.
 */
export function KycReviewPanel({ document, onDecided }: { document: QueuedDocument; onDecided: () => void }) {
  const mayReview = useCan('kyc.review');
  const [rejecting, setRejecting] = useState(false);
  const [alert, setAlert] = useState('');
  const approve = useAuditedChange(calls.approveKycDocument, [KYC_QUERY_KEY]);
  const fileUrl = routePath(calls.kycDocumentFile.path, { id: document.id });
  const label = `${documentTypeLabel(document.type)} of ${document.player.nickname}`;
  return (
    <aside className="kyc-review card" aria-label="Document under review" data-testid="kyc-review">
      <div className="kyc-review__viewer">
        {document.mimeType === 'application/pdf' ? (
          <PdfPreview url={fileUrl} label={label} />
        ) : (
          <img className="kyc-review__file" src={fileUrl} alt={label} />
        )}
      </div>
      <dl className="facts">
        <dt>Player</dt>
        <dd>
          <Link to={`/players/${document.player.id}`}>
            {document.player.email ?? document.player.nickname}
          </Link>
          <span className="cell-note">{document.player.nickname}</span>
        </dd>
        <dt>Level</dt>
        <dd>{levelLabel(document.verification)}</dd>
        <dt>Document</dt>
        <dd>{documentTypeLabel(document.type)}</dd>
        <dt>File</dt>
        <dd className="facts__long">
          {document.fileName} ({sizeLabel(document.size)}, {document.mimeType})
        </dd>
        <dt>Uploaded</dt>
        <dd>
          <DateTime value={document.uploadedAt} />
        </dd>
      </dl>
      <FormAlert>{alert}</FormAlert>
      {mayReview ? null : <p className="muted">Your role may look at documents but not decide them.</p>}
      <div className="kyc-review__actions">
        {mayReview ? (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={approve.isPending}
              onClick={() => {
                setAlert('');
                approve.mutate(
                  { input: { params: { id: document.id } } },
                  {
                    onSuccess: onDecided,
                    onError: (error) =>
                      setAlert(
                        error instanceof ApiError
                          ? error.message
                          : 'The server could not be reached. Try again.',
                      ),
                  },
                );
              }}
            >
              {approve.isPending ? 'Saving…' : 'Approve'}
            </button>
            <button type="button" className="button button--danger" onClick={() => setRejecting(true)}>
              Reject…
            </button>
          </>
        ) : null}
        <a className="button button--quiet" href={fileUrl} target="_blank" rel="noopener noreferrer">
          Open the file in a new tab
        </a>
      </div>
      <RejectDocumentDialog
        documentId={document.id}
        open={rejecting}
        onClose={() => setRejecting(false)}
        onRejected={onDecided}
      />
    </aside>
  );
}
