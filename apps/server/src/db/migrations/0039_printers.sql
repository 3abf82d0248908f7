-- Ticket printers (issue 54 part 4, docs/back-office.md#printers, ADR 109). A branch's ESC/POS
-- network printers, edited in the back office, and the print queue that feeds them. A job is one
-- ticket for one printer, unique by its key (the round of an order, a receipt request), so sending a
-- round twice never queues it twice. A server process takes a printer by leasing its row (an
-- UPDATE over SELECT ... FOR UPDATE SKIP LOCKED): one process at a time prints to a printer, its
-- jobs in order, and marks a job printed only once the printer took the bytes; a failed try moves the
-- printer's retry_at back (doubling up to a ceiling) and the console shows it failing.
CREATE TABLE printers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  host text NOT NULL CHECK (length(host) BETWEEN 1 AND 253),
  port integer NOT NULL DEFAULT 9100 CHECK (port BETWEEN 1 AND 65535),
  paper_mm integer NOT NULL DEFAULT 80 CHECK (paper_mm IN (58, 80)),
  prints_kitchen boolean NOT NULL DEFAULT true,
  prints_receipts boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  -- the queue's state of the printer: who holds it, when to try again, how it went
  lease_until timestamptz,
  failures integer NOT NULL DEFAULT 0,
  retry_at timestamptz,
  last_error text,
  last_error_at timestamptz,
  last_printed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (instance_id, id)
);
--> statement-breakpoint
CREATE INDEX printers_supplier ON printers (instance_id, supplier_id);
--> statement-breakpoint
CREATE TABLE print_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  instance_id integer NOT NULL,
  printer_id uuid NOT NULL,
  job_key text NOT NULL CHECK (length(job_key) <= 200),
  kind text NOT NULL CHECK (kind IN ('kitchen', 'receipt', 'test')),
  purchase_id uuid,
  round integer,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'printed', 'canceled')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  requested_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  printed_at timestamptz,
  UNIQUE (printer_id, job_key),
  FOREIGN KEY (instance_id, printer_id) REFERENCES printers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX print_jobs_queued ON print_jobs (printer_id, id) WHERE status = 'queued';
