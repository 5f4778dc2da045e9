CREATE INDEX "project_clients_client_idx" ON "project_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "projects_subcourse_idx" ON "projects" USING btree ("subcourse_id");