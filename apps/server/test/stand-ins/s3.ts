import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible object store, speaking the REST calls the official
 * `@aws-sdk/client-s3` makes for our Storage: path-style `/bucket/key` with PutObject,
 * GetObject (with Range → 206), HeadObject, DeleteObject, ListObjectsV2 (paged), the multipart
 * upload calls (CreateMultipartUpload, UploadPart, ListParts, CompleteMultipartUpload,
 * AbortMultipartUpload), ListMultipartUploads (one page: the stand-in holds few), DeleteObjects,
 * and user metadata (`x-amz-meta-*`), which @tus/s3-store keeps its upload state in. Every
 * request must carry a valid AWS Signature Version 4 for the configured key (checked here in
 * full, with the payload's SHA-256), so the real SDK's signing is exercised. A real HTTP
 * server on 127.0.0.1.
 */

export type S3Request = { method: string; key: string; action: string };

export type S3StandIn = {
  /** The endpoint for S3_ENDPOINT (path style). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Environment variables pointing the server's media at the stand-in (MEDIA_STORAGE, S3_*). */
  env(): Record<string, string>;
  /** Stored objects by key. */
  objects: Map<string, StoredObject>;
  /** Multipart uploads started and neither completed nor aborted. */
  openUploads(): number;
  /** Every authenticated request, in order, named by its S3 action. */
  requests: S3Request[];
  /** Refuses the next UploadPart with this part number (400 InvalidRequest), once. */
  failPart(partNumber: number): void;
  /** Answer GetObject with the whole object even when a Range is asked for (some stores do). */
  ignoreRange(ignore: boolean): void;
  close(): Promise<void>;
};

/** An object's bytes, its type and its user metadata (`x-amz-meta-*`, which @tus/s3-store uses). */
export type StoredObject = { body: Buffer; contentType: string; metadata?: Record<string, string> };

/** The request's `x-amz-meta-*` headers, by name without the prefix. */
const userMetadata = (request: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.startsWith('x-amz-meta-'))
      .map(([name, value]) => [name.slice('x-amz-meta-'.length), String(value)]),
  );

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const errorXml = (code: string, message: string, key = '') =>
  xml(
    `<Error><Code>${code}</Code><Message>${message}</Message><Key>${key}</Key><RequestId>stand-in</RequestId></Error>`,
  );

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (every character but unreserved ones). */
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function canonicalQuery(search: string): string {
  const pairs = [...new URLSearchParams(search).entries()].map(([key, value]) => [
    uriEncode(key),
    uriEncode(value),
  ]);
  pairs.sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

/** Checks the Authorization header against the request as AWS would; answers what is wrong, or null. */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'no AWS4-HMAC-SHA256 Authorization header';
  const [, accessKeyId, date = '', region = '', signedHeaders = '', signature = ''] = match;
  if (accessKeyId !== credentials.accessKeyId) return `unknown access key ${accessKeyId}`;
  if (region !== credentials.region) return `signed for region ${region}`;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date)) return 'x-amz-date does not match the credential date';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash mismatch';

  const url = new URL(request.url ?? '/', 'http://stand-in');
  const names = signedHeaders.split(';');
  if (!names.includes('host')) return 'host is not signed';
  const headers = names
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery(url.search),
    headers,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region), 's3'),
    'aws4_request',
  );
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'signature mismatch';
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Keys per ListObjectsV2 page at most (S3's own limit is 1,000); small values test paging. */
    listPageSize?: number;
  } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'kalakriti-media';
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'AKIASTANDIN000000001',
    secretAccessKey: options.secretAccessKey ?? 'stand-in-secret-access-key-0123456789abcd',
    region: options.region ?? 'ap-south-1',
  };
  const objects = new Map<string, StoredObject>();
  const modifiedAt = new Map<string, Date>();
  const uploads = new Map<
    string,
    { key: string; contentType: string; parts: Map<number, Buffer>; initiated: Date }
  >();
  const requests: S3Request[] = [];
  let failingPart: number | undefined;
  let rangeIgnored = false;

  const send = (
    response: ServerResponse,
    status: number,
    body = '',
    headers: Record<string, string | number> = {},
  ) => {
    response.writeHead(status, { ...(body ? { 'content-type': 'application/xml' } : {}), ...headers });
    response.end(body);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const problem = signatureProblem(request, body, credentials);
    if (problem) return send(response, 403, errorXml('SignatureDoesNotMatch', problem, key));
    if (bucketName !== bucket)
      return send(response, 404, errorXml('NoSuchBucket', `No bucket ${bucketName}`));
    const query = url.searchParams;
    const method = request.method ?? 'GET';
    const record = (action: string) => requests.push({ method, key, action });

    if (method === 'POST' && query.has('uploads')) {
      record('CreateMultipartUpload');
      const uploadId = randomUUID();
      uploads.set(uploadId, {
        key,
        contentType: String(request.headers['content-type'] ?? ''),
        parts: new Map(),
        initiated: new Date(),
      });
      return send(
        response,
        200,
        xml(
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        ),
      );
    }
    const uploadId = query.get('uploadId');
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key)
        return send(response, 404, errorXml('NoSuchUpload', 'No such upload', key));
      if (method === 'PUT') {
        const partNumber = Number(query.get('partNumber'));
        record(`UploadPart ${partNumber}`);
        if (failingPart === partNumber) {
          failingPart = undefined;
          // A 4xx: the SDK does not retry it (a 500 would be retried, and succeed).
          return send(response, 400, errorXml('InvalidRequest', 'Stand-in refused this part', key));
        }
        upload.parts.set(partNumber, body);
        return send(response, 200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      }
      if (method === 'POST') {
        record('CompleteMultipartUpload');
        const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
          Number(m[1]),
        );
        const parts = numbers.map((number) => upload.parts.get(number));
        if (numbers.length === 0 || parts.some((part) => !part)) {
          return send(response, 400, errorXml('InvalidPart', 'A listed part was not uploaded', key));
        }
        objects.set(key, { body: Buffer.concat(parts as Buffer[]), contentType: upload.contentType });
        modifiedAt.set(key, new Date());
        uploads.delete(uploadId);
        return send(
          response,
          200,
          xml(
            `<CompleteMultipartUploadResult><Location>/${bucket}/${key}</Location><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
          ),
        );
      }
      if (method === 'GET') {
        record('ListParts');
        const parts = [...upload.parts.entries()]
          .sort(([a], [b]) => a - b)
          .map(
            ([number, part]) =>
              `<Part><PartNumber>${number}</PartNumber><ETag>"${createHash('md5').update(part).digest('hex')}"</ETag><Size>${part.length}</Size></Part>`,
          )
          .join('');
        return send(
          response,
          200,
          xml(
            `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts}</ListPartsResult>`,
          ),
        );
      }
      if (method === 'DELETE') {
        record('AbortMultipartUpload');
        uploads.delete(uploadId);
        return send(response, 204);
      }
    }

    if (method === 'POST' && key === '' && query.has('delete')) {
      record('DeleteObjects');
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '');
      for (const name of keys) {
        objects.delete(name);
        modifiedAt.delete(name);
      }
      const deleted = keys.map((name) => `<Deleted><Key>${name}</Key></Deleted>`).join('');
      return send(response, 200, xml(`<DeleteResult>${deleted}</DeleteResult>`));
    }
    if (method === 'GET' && key === '' && query.get('list-type') === '2') {
      record('ListObjectsV2');
      const pageSize = Math.min(Number(query.get('max-keys') ?? 1000), options.listPageSize ?? 1000);
      const after = query.get('continuation-token') ?? '';
      const prefix = query.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((name) => name > after && name.startsWith(prefix)).sort();
      const page = keys.slice(0, pageSize);
      const truncated = keys.length > page.length;
      const contents = page
        .map(
          (name) =>
            `<Contents><Key>${name}</Key><LastModified>${(modifiedAt.get(name) ?? new Date()).toISOString()}</LastModified><ETag>"object"</ETag><Size>${objects.get(name)?.body.length ?? 0}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
        )
        .join('');
      return send(
        response,
        200,
        xml(
          `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix></Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${page.at(-1) ?? ''}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
        ),
      );
    }
    if (method === 'PUT') {
      record('PutObject');
      const metadata = userMetadata(request);
      objects.set(key, {
        body,
        contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
      });
      modifiedAt.set(key, new Date());
      return send(response, 200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
    }
    if (method === 'DELETE') {
      record('DeleteObject');
      objects.delete(key);
      modifiedAt.delete(key);
      return send(response, 204);
    }
    if (method === 'GET' && key === '' && query.has('uploads')) {
      record('ListMultipartUploads');
      const listed = [...uploads.entries()]
        .map(
          ([id, upload]) =>
            `<Upload><Key>${upload.key}</Key><UploadId>${id}</UploadId><Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`,
        )
        .join('');
      return send(
        response,
        200,
        xml(
          `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${listed}</ListMultipartUploadsResult>`,
        ),
      );
    }
    if (method === 'GET' || method === 'HEAD') {
      record(method === 'GET' ? 'GetObject' : 'HeadObject');
      const object = objects.get(key);
      if (!object) {
        return method === 'HEAD'
          ? send(response, 404)
          : send(response, 404, errorXml('NoSuchKey', 'The specified key does not exist.', key));
      }
      const size = object.body.length;
      const range = rangeIgnored ? null : /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
      const common = {
        'content-type': object.contentType,
        'accept-ranges': 'bytes',
        etag: '"object"',
        ...Object.fromEntries(
          Object.entries(object.metadata ?? {}).map(([name, value]) => [`x-amz-meta-${name}`, value]),
        ),
      };
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
        if (start >= size || end < start) {
          return send(response, 416, errorXml('InvalidRange', 'The requested range is not satisfiable', key));
        }
        const slice = object.body.subarray(start, end + 1);
        response.writeHead(206, {
          ...common,
          'content-length': slice.length,
          'content-range': `bytes ${start}-${end}/${size}`,
        });
        return response.end(method === 'GET' ? slice : undefined);
      }
      response.writeHead(200, { ...common, 'content-length': size });
      return response.end(method === 'GET' ? object.body : undefined);
    }
    return send(response, 405, errorXml('MethodNotAllowed', `${method} is not handled by the stand-in`, key));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, errorXml('InternalError', error instanceof Error ? error.message : String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region: credentials.region,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    objects,
    env: () => ({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: credentials.region,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    openUploads: () => uploads.size,
    requests,
    failPart(partNumber) {
      failingPart = partNumber;
    },
    ignoreRange(ignore) {
      rangeIgnored = ignore;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
