-- Reserved for visit messages (issue of visits, decision pending): replaced by its tables.
SELECT 1;
