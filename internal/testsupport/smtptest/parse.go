package smtptest

import (
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"strings"
)

// Envelope is what the sender said in MAIL FROM and RCPT TO.
type Envelope struct {
	From string
	To   []string
	// TLS says the message came over an encrypted connection.
	TLS bool
}

// Attachment is one attached file, decoded.
type Attachment struct {
	Filename    string
	ContentType string
	Data        []byte
}

// Mail is an accepted message taken apart.
type Mail struct {
	Envelope    Envelope
	Header      mail.Header
	Subject     string
	Text, HTML  string
	Attachments []Attachment
	Raw         []byte
}

// Attachment returns the attachment whose content type is ct, or nil.
func (m *Mail) Attachment(ct string) *Attachment {
	for i := range m.Attachments {
		if m.Attachments[i].ContentType == ct {
			return &m.Attachments[i]
		}
	}
	return nil
}

// Parse reads a MIME message: the first text/plain and text/html parts
// that are not attachments, and every attachment.
func Parse(r io.Reader) (*Mail, error) {
	msg, err := mail.ReadMessage(r)
	if err != nil {
		return nil, err
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if err != nil {
		return nil, fmt.Errorf("subject: %w", err)
	}
	m := &Mail{Header: msg.Header, Subject: subject}
	err = m.walk(msg.Header.Get("Content-Type"), msg.Header.Get("Content-Transfer-Encoding"), "", msg.Body)
	return m, err
}

// walk reads one part, descending into multiparts.
func (m *Mail) walk(contentType, encoding, disposition string, body io.Reader) error {
	if contentType == "" {
		contentType = "text/plain"
	}
	ct, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		return fmt.Errorf("content type %q: %w", contentType, err)
	}
	if strings.HasPrefix(ct, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			p, err := mr.NextRawPart()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			if err := m.walk(p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"),
				p.Header.Get("Content-Disposition"), p); err != nil {
				return err
			}
		}
	}
	data, err := decode(encoding, body)
	if err != nil {
		return fmt.Errorf("%s part: %w", ct, err)
	}
	disp, dparams, _ := mime.ParseMediaType(disposition)
	switch {
	case disp == "attachment" || dparams["filename"] != "":
		name := dparams["filename"]
		if name == "" {
			name = params["name"]
		}
		m.Attachments = append(m.Attachments, Attachment{Filename: name, ContentType: ct, Data: data})
	case ct == "text/plain" && m.Text == "":
		m.Text = strings.ReplaceAll(string(data), "\r\n", "\n")
	case ct == "text/html" && m.HTML == "":
		m.HTML = strings.ReplaceAll(string(data), "\r\n", "\n")
	}
	return nil
}

func decode(encoding string, body io.Reader) ([]byte, error) {
	switch strings.ToLower(strings.TrimSpace(encoding)) {
	case "base64":
		raw, err := io.ReadAll(body)
		if err != nil {
			return nil, err
		}
		clean := strings.Map(func(r rune) rune {
			if r == '\r' || r == '\n' || r == ' ' {
				return -1
			}
			return r
		}, string(raw))
		return base64.StdEncoding.DecodeString(clean)
	case "quoted-printable":
		return io.ReadAll(quotedprintable.NewReader(body))
	default:
		return io.ReadAll(body)
	}
}
