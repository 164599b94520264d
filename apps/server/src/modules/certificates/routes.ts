import {
  certificateParamsSchema,
  certificateVerificationResponseSchema,
  certificateVerifyParamsSchema,
} from '@academy/shared/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WorkersBusyError } from '../../infrastructure/worker-pool';
import type { PdfWorkers } from '../../pdf-pool';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import * as certificates from './service';

/** Where the public verification page of a certificate is. */
export const verificationUrl = (publicUrl: string, certificateNumber: string) =>
  `${publicUrl}/certificate/verify/${encodeURIComponent(certificateNumber)}`;

/**
 * Certificate downloads per account per minute: each is a PDF worker's time (issue 25), and one
 * account should not keep the workers from everyone else.
 */
export const CERTIFICATE_DOWNLOADS_PER_MINUTE = 10;

/**
 * SPEC §7 `GET /certificate/{userId}/{courseId}`: the certificate PDF of a completed course, for
 * the student or an admin, read here and laid out by a PDF worker (issue 25); and the public
 * verification of a certificate number.
 */
export const certificateRoutes: FastifyPluginAsyncZod<{ publicUrl: string; pdfWorkers: PdfWorkers }> = async (
  app,
  options,
) => {
  const limitDownloads = rateLimit({
    name: 'certificate-pdf',
    max: CERTIFICATE_DOWNLOADS_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => request.caller?.id ?? request.ip,
  });

  app.get(
    '/certificate/verify/:number',
    {
      config: { access: 'public' },
      schema: {
        params: certificateVerifyParamsSchema,
        response: { 200: certificateVerificationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await certificates.verifyCertificate(app.db, request.params.number),
    }),
  );

  app.get(
    '/certificate/:userId/:courseId',
    {
      config: { access: 'user' },
      preHandler: limitDownloads,
      schema: {
        params: certificateParamsSchema,
        openapiResponses: { 200: { contentTypes: ['application/pdf'], description: 'The certificate.' } },
      },
    },
    async (request, reply) => {
      const { userId, courseId } = request.params;
      assertSelfOrAdmin(request, userId);
      const earned = await certificates.getCertificateToDownload(app.db, userId, courseId);
      const pdf = await options.pdfWorkers
        .run('certificate', {
          certificateNumber: earned.certificateNumber,
          studentName: earned.studentName,
          courseTitle: earned.courseTitle,
          instructorName: earned.instructorName,
          completedAt: earned.completedAt,
          verifyUrl: verificationUrl(options.publicUrl, earned.certificateNumber),
        })
        .catch((error: unknown) => {
          if (error instanceof WorkersBusyError) reply.header('retry-after', error.retryAfterSeconds);
          throw error;
        });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="Certificate.pdf"')
        .header('cache-control', 'private, no-store')
        .header('content-length', pdf.length)
        .send(pdf);
    },
  );
};
