import {
  certificateParamsSchema,
  certificateVerificationResponseSchema,
  certificateVerifyParamsSchema,
} from '@academy/shared/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { renderCertificatePdf } from './pdf';
import * as certificates from './service';

/** Where the public verification page of a certificate is. */
export const verificationUrl = (publicUrl: string, certificateNumber: string) =>
  `${publicUrl}/certificate/verify/${encodeURIComponent(certificateNumber)}`;

/**
 * SPEC §7 `GET /certificate/{userId}/{courseId}`: the certificate PDF of a completed course, for
 * the student or an admin; and the public verification of a certificate number.
 */
export const certificateRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
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
      schema: {
        params: certificateParamsSchema,
        openapiResponses: { 200: { contentTypes: ['application/pdf'], description: 'The certificate.' } },
      },
    },
    async (request, reply) => {
      const { userId, courseId } = request.params;
      assertSelfOrAdmin(request, userId);
      const earned = await certificates.getCertificateToDownload(app.db, userId, courseId);
      const pdf = await renderCertificatePdf({
        certificateNumber: earned.certificateNumber,
        studentName: earned.studentName,
        courseTitle: earned.courseTitle,
        instructorName: earned.instructorName,
        completedAt: earned.completedAt,
        verifyUrl: verificationUrl(options.publicUrl, earned.certificateNumber),
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
