/** Minimal multipart/form-data parser for what @discordjs/rest sends (payload_json + files[n]). */

export interface UploadedFile {
  /** Form field name, e.g. `files[0]`. */
  field: string;
  /** The n of `files[n]` (0 when the field has no index). */
  index: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface ParsedBody {
  kind: 'empty' | 'json' | 'multipart' | 'other';
  /** JSON body, or `payload_json` of a multipart body (plus any other plain text fields). */
  json: unknown;
  files: UploadedFile[];
  raw: Buffer;
}

export function parseBody(raw: Buffer, contentType: string | undefined): ParsedBody {
  if (raw.length === 0) return { kind: 'empty', json: undefined, files: [], raw };
  const ct = (contentType ?? '').toLowerCase();
  if (ct.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
    const b = boundary?.[1] ?? boundary?.[2];
    if (!b) throw new Error('multipart body without boundary');
    return parseMultipart(raw, b.trim());
  }
  const text = raw.toString('utf8');
  if (ct.startsWith('application/json') || /^\s*[[{]/.test(text)) {
    return { kind: 'json', json: JSON.parse(text), files: [], raw };
  }
  return { kind: 'other', json: text, files: [], raw };
}

function parseMultipart(raw: Buffer, boundary: string): ParsedBody {
  const delimiter = Buffer.from(`--${boundary}`);
  const partSeparator = Buffer.from(`\r\n--${boundary}`);
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let pos = raw.indexOf(delimiter);
  if (pos < 0) throw new Error('multipart body without opening boundary');
  pos += delimiter.length;
  for (;;) {
    // After a boundary: "--" ends the body, CRLF starts a part.
    if (raw[pos] === 0x2d && raw[pos + 1] === 0x2d) break;
    if (raw[pos] === 0x0d && raw[pos + 1] === 0x0a) pos += 2;
    const headerEnd = raw.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw new Error('multipart part without header end');
    const headerText = raw.subarray(pos, headerEnd).toString('utf8');
    const bodyStart = headerEnd + 4;
    const next = raw.indexOf(partSeparator, bodyStart);
    if (next < 0) throw new Error('multipart part without closing boundary');
    const body = raw.subarray(bodyStart, next);
    pos = next + partSeparator.length;

    const headers: Record<string, string> = {};
    for (const line of headerText.split('\r\n')) {
      const i = line.indexOf(':');
      if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    const disposition = headers['content-disposition'] ?? '';
    const name = decodeFormName(/;\s*name="([^"]*)"/i.exec(disposition)?.[1] ?? '');
    const filenameMatch = /;\s*filename="([^"]*)"/i.exec(disposition);
    if (filenameMatch) {
      const index = /\[(\d+)\]$/.exec(name);
      files.push({
        field: name,
        index: index ? Number(index[1]) : 0,
        filename: decodeFormName(filenameMatch[1] ?? ''),
        contentType: headers['content-type'] ?? 'application/octet-stream',
        data: Buffer.from(body),
      });
    } else {
      fields[name] = body.toString('utf8');
    }
  }
  let json: unknown;
  const { payload_json: payloadJson, ...rest } = fields;
  if (payloadJson !== undefined) {
    json = JSON.parse(payloadJson);
  } else if (Object.keys(rest).length > 0) {
    json = rest;
  }
  return { kind: 'multipart', json, files, raw };
}

/** undici (Node's FormData) escapes `"`, CR and LF in names as %22, %0D, %0A. */
function decodeFormName(s: string): string {
  return s.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}
