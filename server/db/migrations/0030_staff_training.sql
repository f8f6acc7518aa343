-- Reserved for staff training (issue of visits, decision pending): replaced by its tables.
SELECT 1;
