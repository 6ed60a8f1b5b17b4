.zero 1<<40
